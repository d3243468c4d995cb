import 'server-only';
import { callAppApi } from './client';
import { readRows } from './parse';
import type { ProgramRow } from './types';

export function getProgramme(id: string): Promise<ProgramRow | null> {
  return callAppApi(
    'PROGRAM_GET_ALL',
    { PGM_ID: id },
    (reply) => readRows<ProgramRow>(reply)[0] ?? null,
  );
}
