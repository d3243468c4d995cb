export const SIGNATURE_PARAM: string;
export function signImagePath(pathAndQuery: string, key: string): string;
export function verifiedImageQuery(pathname: string, search: string, key: string): string | null;
