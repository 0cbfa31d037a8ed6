// The pieces an export hands its stream (src/exports/lines.ts): the lines joined, cut between lines so no piece passes
// EXPORT_PIECE.chars unless it is one line longer than that.
import { pieces } from '../../src/exports/lines';
import { EXPORT_PIECE } from '../../src/exports/thresholds';

const line = (n: number, length: number) => `${n}:`.padEnd(length - 1, 'x') + '\n';

it('joins the lines in pieces no longer than the limit, cut between lines', () => {
  const lines = Array.from({ length: 500 }, (_, i) => line(i, 1200));
  const out = [...pieces(lines, ',\n')];
  expect(out.join(',\n')).toBe(lines.join(',\n'));
  expect(out.length).toBeGreaterThan(1);
  expect(out.every((p) => p.length <= EXPORT_PIECE.chars)).toBe(true);
  expect(out.every((p) => p.endsWith('\n') && !p.endsWith(',\n'))).toBe(true); // whole lines, separators between them
});

it('gives a line longer than the limit a piece of its own, and nothing for no lines', () => {
  const long = line(1, EXPORT_PIECE.chars * 2);
  expect([...pieces(['a\n', long, 'b\n'])]).toEqual(['a\n', long, 'b\n']);
  expect([...pieces([])]).toEqual([]);
});
