import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { type StyleStack, type StyleStackClass, withFastStyleLookups } from './pdf-style-stack';

const require = createRequire(import.meta.url);
const file = require.resolve('pdfmake/js/StyleContextStack.js');

/** pdfmake's class as it ships, loaded apart from the one the PDF code uses (and has sped up). */
const pristine = (): StyleStackClass => {
  const kept = require.cache[file];
  delete require.cache[file];
  try {
    return (require(file) as { default: StyleStackClass }).default;
  } finally {
    if (kept) require.cache[file] = kept;
    else delete require.cache[file];
  }
};

describe("pdfmake's style lookups, made faster", () => {
  it('answer as pdfmake does, on stacks of named styles, overrides, styles that extend others and cycles, pushed, popped and copied', () => {
    const Original = pristine();
    const Fast = pristine();
    withFastStyleLookups(Fast);
    expect(Fast.prototype.getProperty).not.toBe(Original.prototype.getProperty);

    let seed = 11;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return Math.floor((seed / 2 ** 31) * n);
    };
    const properties = ['fontSize', 'bold', 'color', 'margin', 'alignment'];
    const names = ['title', 'subtitle', 'muted', 'header', 'missing'];
    const anyValue = () => [undefined, null, 0, false, '', 12, 'red', [1, 2]][random(8)];
    const someOf = <T>(list: readonly T[]) =>
      Array.from({ length: random(3) + 1 }, () => list[random(list.length)]!);
    const styleOf = () => {
      const style: Record<string, unknown> = {};
      for (const p of properties) if (random(2)) style[p] = anyValue();
      // Chains, arrays of parents, a style extending itself or a style that extends it.
      if (random(2)) style.extends = random(2) ? names[random(names.length)] : someOf(names);
      return style;
    };
    const itemOf = () => {
      const kind = random(5);
      if (kind === 0) return names[random(names.length)]!;
      const item: Record<string, unknown> = { text: 'x' };
      for (const p of properties) if (random(3) === 0) item[p] = anyValue();
      if (kind === 2) item.style = names[random(names.length)];
      if (kind === 3) item.style = someOf(names);
      if (kind === 4 && random(4) === 0) item.section = 'a';
      return item;
    };

    for (let round = 0; round < 300; round++) {
      const dictionary = Object.fromEntries(names.slice(0, 4).map((n) => [n, styleOf()]));
      const defaults = random(4) === 0 ? undefined : { fontSize: 9, color: 'black' };
      const stacks = [new Original(dictionary, defaults), new Fast(dictionary, defaults)] as StyleStack[];
      // A few items pushed again and again, as a document's nodes are, at other depths too.
      const pool = Array.from({ length: 5 }, itemOf);
      const both = (act: (stack: StyleStack, Class: StyleStackClass) => unknown) => {
        const [original, fast] = stacks.map((stack, i) => act(stack, i ? Fast : Original));
        expect(fast).toEqual(original);
        expect(stacks[1]!.styleOverrides).toEqual(stacks[0]!.styleOverrides);
      };
      for (let step = 0; step < 200; step++) {
        const item = pool[random(pool.length)]!;
        const property = properties[random(properties.length)]!;
        const op = random(7);
        const popped = random(4);
        if (op === 0) both((stack) => stack.push(item));
        else if (op === 1) both((stack) => stack.autopush(item));
        else if (op === 2) both((stack) => stack.pop(popped));
        else if (op === 3) both((stack, Class) => Class.getStyleProperty(item, stack, property, 'default'));
        // A table's or a column's copy of the stack, which goes on from there.
        else if (op === 4 && random(3) === 0) {
          stacks[0] = stacks[0]!.clone();
          stacks[1] = stacks[1]!.clone();
          both(() => undefined);
        } else for (const p of properties) both((stack) => stack.getProperty(p));
      }
    }
  });
});
