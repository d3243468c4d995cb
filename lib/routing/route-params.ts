import { notFound } from 'next/navigation';
import { ID_PATTERN } from './routes';

export type IdParams = { params: Promise<{ id: string }> };

/** The id of an internal `[id]` route: arrives percent-encoded, decoded once, 404 if malformed. */
export async function readId({ params }: IdParams): Promise<string> {
  const { id: raw } = await params;
  let id: string;
  try {
    id = decodeURIComponent(raw);
  } catch {
    notFound();
  }
  if (!ID_PATTERN.test(id)) notFound();
  return id;
}
