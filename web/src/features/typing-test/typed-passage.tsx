import { memo } from 'react';

type Mark = 'correct' | 'wrong' | 'next' | 'untyped';

/**
 * Characters per rendered piece of the passage. A key press changes the marks of one or two
 * characters; memoised pieces keep React's work per key to those pieces, not the whole text
 * (bench: key handling on a 1,000-character text).
 */
const pieceLength = 32;

interface PieceProps {
  /** The piece's characters of the text. */
  text: string;
  /** What was typed over this piece so far (at most its length). */
  typed: string;
  /** Whether the next character to type is in this piece (at `typed.length`). */
  holdsNext: boolean;
}

function markOf({ text, typed, holdsNext }: PieceProps, position: number): Mark {
  if (position < typed.length) return typed[position] === text[position] ? 'correct' : 'wrong';
  return holdsNext && position === typed.length ? 'next' : 'untyped';
}

const Piece = memo(function Piece(piece: PieceProps) {
  return piece.text.split('').map((character, position) => (
    <span key={position} className={`char ${markOf(piece, position)}`}>
      {character}
    </span>
  ));
});

/**
 * The text on its paper, one span per character (SPEC 4; UTF-16 units, as scoring counts them): typed correctly in black, typed wrong
 * on red, not yet typed in grey, with the next one underlined. Hidden from screen readers, which
 * read the plain text the typing area points to instead of a letter-by-letter soup.
 */
export const TypedPassage = memo(function TypedPassage({ text, typed }: { text: string; typed: string }) {
  const pieces: PieceProps[] = [];
  for (let start = 0; start < text.length; start += pieceLength) {
    const end = start + pieceLength;
    pieces.push({
      text: text.slice(start, end),
      typed: typed.slice(start, end),
      holdsNext: typed.length >= start && typed.length < end,
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
