import { charactersOf } from '@typetest/events/scoring';
import { memo, useMemo } from 'react';

type Mark = 'correct' | 'wrong';

/**
 * The replay's paper: the text with what had been typed over it, marked as on the applicant's own
 * paper (typed-passage.tsx's classes: right in black, wrong on red, the next character underlined,
 * the rest grey). In runs of like characters rather than one element per character: a replay
 * changes the paper up to 30 times a second, and three 1,000-character tests as single
 * characters were most of the result page's time to open (bench/result-page.ts).
 */
export const ReplayPaper = memo(function ReplayPaper({ text, typed }: { text: string; typed: string }) {
  const textCharacters = useMemo(() => charactersOf(text), [text]);
  const typedCharacters = charactersOf(typed);
  const runs: { mark: Mark; text: string }[] = [];
  typedCharacters.forEach((character, position) => {
    const expected = textCharacters[position] ?? '';
    const mark: Mark = character === expected ? 'correct' : 'wrong';
    const last = runs.at(-1);
    if (last?.mark === mark) last.text += expected;
    else runs.push({ mark, text: expected });
  });
  const next = textCharacters[typedCharacters.length];
  return (
    <p className="typed-passage" aria-hidden="true">
      {runs.map((run, index) => (
        <span key={index} className={`char ${run.mark}`}>
          {run.text}
        </span>
      ))}
      {next !== undefined && <span className="char next">{next}</span>}
      {textCharacters.slice(typedCharacters.length + 1).join('')}
    </p>
  );
});
