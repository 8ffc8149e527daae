/**
 * Encodes fields as the contract's POST body (`application/x-www-form-urlencoded`). An array gives
 * the field once per value.
 *
 * @example
 * ```ts
 * await fetch(`${sandbox.url}/api/noti/read`, { method: 'POST', headers: sandbox.headers(), body: form({ ids: 'a,b' }) });
 * ```
 */
export function form(body: Record<string, string | number | readonly (string | number)[]>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(body)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) params.append(name, String(item));
  }
  return params;
}
