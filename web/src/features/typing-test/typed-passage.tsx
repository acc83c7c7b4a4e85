import { charactersOf } from '@typetest/events/scoring';
import { memo, useMemo } from 'react';

type Mark = 'correct' | 'wrong' | 'next' | 'untyped';

/**
 * Characters (code points) per rendered piece of the passage. A key press changes the marks of
 * one or two characters; memoised pieces keep React's work per key to those pieces, not the whole text
 * (bench: key handling on a 1,000-character text).
 */
const pieceLength = 32;

interface PieceProps {
  /** The piece's characters of the text. Strings, not arrays, so memo compares them by value. */
  text: string;
  /** What was typed over this piece so far (at most as many characters). */
  typed: string;
  /** Whether the next character to type is in this piece (right after `typed`). */
  holdsNext: boolean;
}

function markOf(typed: readonly string[], holdsNext: boolean, character: string, position: number): Mark {
  if (position < typed.length) return typed[position] === character ? 'correct' : 'wrong';
  return holdsNext && position === typed.length ? 'next' : 'untyped';
}

const Piece = memo(function Piece({ text, typed, holdsNext }: PieceProps) {
  const typedCharacters = charactersOf(typed);
  return charactersOf(text).map((character, position) => (
    <span key={position} className={`char ${markOf(typedCharacters, holdsNext, character, position)}`}>
      {character}
    </span>
  ));
});

/**
 * The text on its paper, one span per character (docs/product.md §4; code points, as scoring counts them, so
 * an emoji is one span and one mark): typed correctly in black, typed wrong on red, not yet typed
 * in grey, with the next one underlined. Hidden from screen readers, which read the plain text the
 * typing area points to instead of a letter-by-letter soup.
 */
export const TypedPassage = memo(function TypedPassage({ text, typed }: { text: string; typed: string }) {
  const textCharacters = useMemo(() => charactersOf(text), [text]);
  const typedCharacters = charactersOf(typed);
  const pieces: PieceProps[] = [];
  for (let start = 0; start < textCharacters.length; start += pieceLength) {
    const end = start + pieceLength;
    pieces.push({
      text: textCharacters.slice(start, end).join(''),
      typed: typedCharacters.slice(start, end).join(''),
      holdsNext: typedCharacters.length >= start && typedCharacters.length < end,
    });
  }
  return (
    <p className="typed-passage" aria-hidden="true">
      {pieces.map((piece, index) => (
        <Piece key={index} {...piece} />
      ))}
    </p>
  );
});
