import type { Context } from 'hono';
import { InvalidRequestError } from '../wire/invalid-request';

/** The fields of a POST body, whichever form encoding carried them. */
export interface FormFields {
  /** The first value of `name`. */
  get(name: string): string | undefined;
  /** Every value of `name`, in order. */
  getAll(name: string): string[];
  has(name: string): boolean;
}

const formMediaTypes = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/**
 * Reads the body as a form. Accepts `application/x-www-form-urlencoded` (the contract) and
 * `multipart/form-data` (one public SDK sends it); any other body has no fields. File parts are
 * ignored: no field of the contract is a file.
 */
export async function readForm(c: Context): Promise<FormFields> {
  const mediaType = c.req.header('Content-Type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  let data: FormData = new FormData();
  if (formMediaTypes.has(mediaType)) {
    try {
      data = await c.req.formData();
    } catch {
      throw new InvalidRequestError('The request body is not a well-formed form.');
    }
  }
  const getAll = (name: string) =>
    data.getAll(name).filter((value): value is string => typeof value === 'string');
  return {
    get: (name) => getAll(name)[0],
    getAll,
    has: (name) => getAll(name).length > 0,
  };
}
