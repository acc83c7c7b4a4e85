import type { Plugin } from 'vite';

/** The modules one entry (an .html input's script) loads before anything else: it and its static imports, all the way down. */
function staticGraphOf(getModuleInfo: (id: string) => { importedIds: readonly string[] } | null, entry: string): Set<string> {
  const seen = new Set<string>();
  const waiting = [entry];
  for (let id = waiting.pop(); id !== undefined; id = waiting.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    waiting.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The applicant's page in four scripts instead of nine (the entry, the bundler's runtime, these two): gzip compresses each file on its own,
 * so every split costs the applicant bytes (docs/decisions/0015-applicant-page-of-its-own.md,
 * budget 80 KiB gzip, checked by web/applicant-budget.test.ts). What the app loads too at its
 * start (React, the header, the shared ui) is one chunk both pages load; the rest of what the
 * applicant's entry imports statically is the other, which the app still loads only on its
 * `/:textFolder` route. The app's own chunks are left as Vite splits them.
 */
export function applicantChunks(entries: { app: string; applicant: string }) {
  let app = new Set<string>();
  let applicant = new Set<string>();
  const entryId = (ids: Iterable<string>, script: string) => [...ids].find((id) => id.endsWith(script));
  const plugin: Plugin = {
    name: 'typetest:applicant-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const [appEntry, applicantEntry] = [entryId(ids, entries.app), entryId(ids, entries.applicant)];
      if (!appEntry || !applicantEntry) throw new Error(`applicant-chunks: no module ends with ${entries.app} or ${entries.applicant}`);
      const info = (id: string) => this.getModuleInfo(id);
      app = staticGraphOf(info, appEntry);
      applicant = staticGraphOf(info, applicantEntry);
      applicant.delete(applicantEntry);
    },
  };
  const groups = [
    { name: 'start', test: (id: string) => applicant.has(id) && app.has(id), priority: 2 },
    { name: 'applicant-page', test: (id: string) => applicant.has(id) && !app.has(id), priority: 1 },
  ];
  return { plugin, groups };
}
