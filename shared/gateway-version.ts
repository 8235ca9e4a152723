/**
 * The gateway-version header (spec §7 "Free play login … gateway version header", decision 0056):
 * every call of the browser's API client (client/api.ts) names the gateway version it was built
 * against; free play refuses a request without it, or with a version the gateway does not speak,
 * with 400 GATEWAY_VERSION (refresh the page). In a module of its own so the client loads nothing else.
 */
export const GATEWAY_VERSION_HEADER = 'x-gateway-version'
/** The version this build's client sends and its gateway speaks. */
export const GATEWAY_VERSION = '1'
