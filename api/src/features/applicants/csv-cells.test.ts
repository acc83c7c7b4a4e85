import { describe, expect, it } from 'vitest';
import { neutraliseCell } from './csv-cells.ts';

describe('a CSV cell a spreadsheet would run as a formula', () => {
  it.each(['=1+1', '+46 70 123', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])('given %j, then it starts with an apostrophe and keeps every character', (cell) => {
    expect(neutraliseCell(cell)).toBe(`'${cell}`);
  });

  it.each(['Anna Berg', 'anna@shop.example', 'Jean-Luc', 'a=b', ''])('given %j, then it is left as it is', (cell) => {
    expect(neutraliseCell(cell)).toBe(cell);
  });
});
