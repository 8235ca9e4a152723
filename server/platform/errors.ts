/**
 * Domain errors: the platform throws these with a stable code; the gateway turns them into the
 * envelope of DESIGN §2 (status + code + translated message). The platform knows nothing of HTTP;
 * `status` is a hint the gateway uses.
 */
export class DomainError<C extends string = string> extends Error {
  constructor(
    readonly code: C,
    /** i18n key of the user-facing message (shared/i18n `errors.*`). */
    readonly messageKey: string,
    readonly status: 400 | 401 | 403 | 404 | 409 | 429 | 503 = 400,
    readonly details?: Record<string, unknown>,
  ) {
    super(code)
    this.name = new.target.name
  }
}

export class CatalogueError extends DomainError<'VENDOR_NOT_FOUND' | 'GAME_NOT_FOUND' | 'BRAND_NOT_FOUND'> {}
