/**
 * Text fitting of the generated art (server/images/svg.ts) for the brand's content in every complete
 * language (issue 18): Chinese, Japanese and Thai titles, which have no spaces between words, wrap
 * between dictionary words (Intl.Segmenter), and full-width characters are measured one em each, so
 * a banner's or promotion's title stays inside its text column instead of running under the art;
 * spaced languages wrap at their spaces as before.
 */
import { describe, expect, it } from 'vitest'
import { fitText, textWidth, wrapText } from './svg'

describe('wrapText and textWidth', () => {
  it('wraps Japanese and Chinese within the width, keeping every character', () => {
    const ja = '参加して₱100以上を入金すると、入金額が2倍に。最大₱1,000まで。'
    const r = wrapText(ja, 24, 520, 3)
    expect(r.cut).toBe(false)
    expect(r.lines.length).toBeGreaterThan(1)
    expect(r.lines.join('')).toBe(ja)
    for (const line of r.lines) expect(textWidth(line, 24)).toBeLessThanOrEqual(520)
    const zh = '每天返还昨日有效投注的最高 1.5%，无流水要求。'
    expect(wrapText(zh, 30, 300, 3).lines.join('').replace(/ /g, '')).toBe(zh.replace(/ /g, ''))
  })

  it('breaks Chinese, Japanese and Thai between dictionary words, not inside one', () => {
    expect(wrapText('100%入金ボーナス', 76, 620, 2).lines).toEqual(['100%入金', 'ボーナス'])
    const th = wrapText('เงินคืนรายวันสูงสุด 1.5%', 40, 260, 3)
    expect(th.cut).toBe(false)
    expect(th.lines.length).toBeGreaterThan(1)
    expect(th.lines.join('').replace(/ /g, '')).toBe('เงินคืนรายวันสูงสุด1.5%')
    // No line starts with a Thai vowel or tone mark (a word was not cut in two).
    for (const line of th.lines) expect(line).not.toMatch(/^[\u0e31\u0e34-\u0e3a\u0e47-\u0e4e]/)
  })

  it('starts no line with closing punctuation or the long-vowel mark', () => {
    const lines = wrapText('ウェルカムボーナス、ライブカジノ、スロット。', 40, 200, 6).lines
    for (const line of lines.slice(1)) expect(line).not.toMatch(/^[、。ー]/)
  })

  it('measures a full-width character as one em, wider than a Latin letter', () => {
    expect(textWidth('迎新奖金', 10)).toBe(40)
    expect(textWidth('보너스', 10)).toBe(30)
    expect(textWidth('abcd', 10)).toBeLessThan(textWidth('迎新奖金', 10))
  })

  it('wraps spaced languages (English, Korean, Thai) only at their spaces', () => {
    const en = wrapText('Join, deposit ₱100 or more and we double it', 30, 300, 4).lines
    for (const line of en) expect('Join, deposit ₱100 or more and we double it'.split(' ')).toEqual(expect.arrayContaining(line.split(' ')))
    const ko = wrapText('참여 후 ₱100 이상 입금하시면 두 배로 드립니다', 30, 300, 4).lines
    for (const line of ko) expect(line.split(' ').every((w) => '참여 후 ₱100 이상 입금하시면 두 배로 드립니다'.split(' ').includes(w))).toBe(true)
  })

  it('fits a long Japanese promotion title by shrinking or wrapping, never past the column', () => {
    const head = fitText('100%入金ボーナス', [76, 66, 58, 50], 620, 2)
    for (const line of head.lines) expect(textWidth(line, head.size)).toBeLessThanOrEqual(620)
    expect(head.lines.join('')).toBe('100%入金ボーナス')
  })
})
