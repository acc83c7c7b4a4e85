import { memo } from 'react';

type Mark = 'correct' | 'wrong' | 'next' | 'untyped';

function markOf(text: string, typed: string, position: number): Mark {
  if (position < typed.length) return typed[position] === text[position] ? 'correct' : 'wrong';
  return position === typed.length ? 'next' : 'untyped';
}

/**
 * The text on its paper, one span per character (SPEC 4; UTF-16 units, as scoring counts them): typed correctly in black, typed wrong
 * on red, not yet typed in grey, with the next one underlined. Hidden from screen readers, which
 * read the plain text the typing area points to instead of a letter-by-letter soup.
 */
export const TypedPassage = memo(function TypedPassage({ text, typed }: { text: string; typed: string }) {
  return (
    <p className="typed-passage" aria-hidden="true">
      {text.split('').map((character, position) => (
        <span key={position} className={`char ${markOf(text, typed, position)}`}>
          {character}
        </span>
      ))}
    </p>
  );
});
