/**
 * Phone-first lobby texts (namespace `phone`; issue 16, decision 0042): the bottom tab bar, the
 * header's global game search and the page meta description. English and Filipino.
 */
import type { MessagesShape } from './en'

export const phoneEn = {
  tabs: { label: 'Quick navigation', home: 'Home', casino: 'Casino', deposit: 'Deposit', promotions: 'Promos', me: 'Me' },
  search: {
    open: 'Search games',
    title: 'Search',
    placeholder: 'Games, providers, categories',
    label: 'Search games, providers and categories',
    close: 'Close search',
    hint: 'Type at least 2 letters. Press / to search from anywhere.',
    loading: 'Searching…',
    noResults: 'No games, providers or categories match “{{query}}”',
    noResultsHint: 'Check the spelling or try a provider name.',
    categories: 'Categories',
    vendors: 'Providers',
    games: 'Games',
    failed: 'Search is not available right now. Please try again.',
  },
  meta: {
    home: '{{brand}} · {{tagline}} Slots, live casino, fishing, card games and sports in one lobby, on your phone.',
    page: '{{page}} at {{brand}} · {{tagline}}',
  },
} as const

export const phoneTy: MessagesShape<typeof phoneEn> = {
  tabs: { label: 'Mabilis na nabigasyon', home: 'Home', casino: 'Casino', deposit: 'Deposito', promotions: 'Promo', me: 'Ako' },
  search: {
    open: 'Maghanap ng laro',
    title: 'Maghanap',
    placeholder: 'Laro, provider, kategorya',
    label: 'Maghanap ng laro, provider at kategorya',
    close: 'Isara ang paghahanap',
    hint: 'Mag-type ng hindi bababa sa 2 titik. Pindutin ang / para maghanap kahit saan.',
    loading: 'Hinahanap…',
    noResults: 'Walang laro, provider o kategoryang tugma sa “{{query}}”',
    noResultsHint: 'Suriin ang baybay o subukan ang pangalan ng provider.',
    categories: 'Mga kategorya',
    vendors: 'Mga provider',
    games: 'Mga laro',
    failed: 'Hindi magamit ang paghahanap ngayon. Pakisubukang muli.',
  },
  meta: {
    home: '{{brand}} · {{tagline}} Slots, live casino, pangingisda, card games at sports sa iisang lobby, sa iyong telepono.',
    page: '{{page}} sa {{brand}} · {{tagline}}',
  },
}
