import { resolve } from 'node:path';
import { readRealTypists, type RealTypist } from './real-typists.ts';

/**
 * Which real typists build the judge's reference table and which measure it: the table is built
 * from the odd pids, the rates reported on the even ones, so a reported rate is never on the data
 * the table was fitted to (docs/decisions/0048-rhythm-against-the-text.md).
 */
export const isReferenceTypist = (typist: Pick<RealTypist, 'pid'>) => typist.pid % 2 === 1;

/** Where the real corpus is read from: INTEGRITY_CORPUS, or the shared training corpus beside the repository. */
export function realCorpusPath(repositoryRoot: string): string {
  return process.env.INTEGRITY_CORPUS ?? resolve(repositoryRoot, '../shared/corpus/typists-train.jsonl.gz');
}

export { readRealTypists };
