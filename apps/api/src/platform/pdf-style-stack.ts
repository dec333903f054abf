/*
 * pdfmake looks every style property of every node up through its style stack: about 25
 * properties for each run of text, each walking every level of the stack and reading the
 * property off objects of a hundred shapes (slow, megamorphic reads), with a closure and a
 * Set per named style. For a day of 5,000 receipts that was a sixth of the layout's time.
 *
 * The same answers, faster: each level of the stack keeps a bit mask of the style properties
 * it names (made once when it is pushed; a named style's, once per style sheet), so a lookup
 * skips the levels that cannot answer and reads the property only where it is named; a run
 * of text is looked up without being pushed. The answers are pdfmake 0.3's own, which
 * pdf-style-stack.test.ts checks against its class on stacks of every kind. pdfmake writes a
 * style property onto a node on the stack only as the value the stack already answers
 * (`node.font`, a cell's `fillColor`), so a mask made at push time stays true.
 */

type Style = Record<string, unknown> & { extends?: string | string[] };
type Item = string | (Record<string, unknown> & { style?: string | string[]; section?: unknown });
export type StyleStack = {
  styleDictionary: Record<string, Style | undefined>;
  defaultStyle: Record<string, unknown> | undefined;
  styleOverrides: Item[];
  /** Each level's mask of the properties it names, beside `styleOverrides` (ours). */
  styleMasks?: number[];
  push(item: Item): void;
  pop(howMany?: number): void;
  autopush(item: Item): number;
  getProperty(property: string): unknown;
  clone(): StyleStack;
};
export type StyleStackClass = (new (
  styleDictionary: Record<string, Style | undefined>,
  defaultStyle?: Record<string, unknown>,
) => StyleStack) & {
  getStyleProperty(item: Item, stack: StyleStack | null, property: string, defaultValue: unknown): unknown;
};

const isValue = (v: unknown) => v !== undefined && v !== null;
const isString = (v: unknown): v is string => typeof v === 'string' || v instanceof String;

/** A named style's value, through the styles it extends; a Set only for a style that extends. */
const fromStyle = (
  dictionary: StyleStack['styleDictionary'],
  name: string,
  property: string,
  visited: Set<string> | null,
): unknown => {
  if (visited?.has(name)) return undefined;
  const style = dictionary[name];
  if (!style) return undefined;
  if (isValue(style[property])) return style[property];
  if (!style.extends) return undefined;
  const seen = visited ?? new Set<string>();
  seen.add(name);
  const parents = Array.isArray(style.extends) ? style.extends : [style.extends];
  for (let i = parents.length - 1; i >= 0; i--) {
    const value = fromStyle(dictionary, parents[i]!, property, seen);
    if (isValue(value)) return value;
  }
  return undefined;
};

/** The properties pdfmake 0.3 looks up through a stack, a bit each (31 at most); others are walked in full. */
const BITS = new Map(
  [
    'font',
    'fontSize',
    'fontFeatures',
    'bold',
    'italics',
    'alignment',
    'color',
    'characterSpacing',
    'lineHeight',
    'leadingIndent',
    'noWrap',
    'wordBreak',
    'preserveLeadingSpaces',
    'preserveTrailingSpaces',
    'decoration',
    'decorationColor',
    'decorationStyle',
    'decorationThickness',
    'background',
    'opacity',
    'sup',
    'sub',
    'link',
    'linkToPage',
    'linkToDestination',
    'markerColor',
    'columnGap',
    'fillColor',
    'fillOpacity',
  ].map((property, i) => [property, 1 << i]),
);

/** The known properties an object names (with any value: its value is read at lookup). */
const maskOfObject = (item: Record<string, unknown>): number => {
  let mask = 0;
  for (const key in item) mask |= BITS.get(key) ?? 0;
  return mask;
};

/** Each style sheet's masks per style name, with the styles it extends. */
const styleMasks = new WeakMap<StyleStack['styleDictionary'], Map<string, number>>();
const maskOfStyle = (dictionary: StyleStack['styleDictionary'], name: string): number => {
  let masks = styleMasks.get(dictionary);
  if (!masks) {
    masks = new Map();
    styleMasks.set(dictionary, masks);
  }
  const known = masks.get(name);
  if (known !== undefined) return known;
  // Every style it reaches: what it extends, and so on (a cycle ends where it was).
  let mask = 0;
  const reached = new Set<string>();
  const reach = (n: string) => {
    if (reached.has(n)) return;
    reached.add(n);
    const style = dictionary[n];
    if (!style) return;
    mask |= maskOfObject(style);
    if (style.extends) for (const parent of [style.extends].flat()) reach(parent);
  };
  reach(name);
  masks.set(name, mask);
  return mask;
};

const maskOf = (stack: StyleStack, item: Item): number =>
  isString(item) ? maskOfStyle(stack.styleDictionary, String(item)) : maskOfObject(item);

/** The stack's masks, made again if anything changed the stack behind push and pop. */
const masksOf = (stack: StyleStack): number[] => {
  const masks = stack.styleMasks;
  if (masks && masks.length === stack.styleOverrides.length) return masks;
  const made = stack.styleOverrides.map((item) => maskOf(stack, item));
  stack.styleMasks = made;
  return made;
};

/** One level's answer: a named style's, or an override object's own value. */
const fromLevel = (stack: StyleStack, item: Item, property: string): unknown =>
  isString(item) ? fromStyle(stack.styleDictionary, String(item), property, null) : item[property];

function getProperty(this: StyleStack, property: string): unknown {
  const overrides = this.styleOverrides;
  const bit = BITS.get(property);
  const masks = bit === undefined ? null : masksOf(this);
  for (let i = overrides.length - 1; i >= 0; i--) {
    if (masks && (masks[i]! & bit!) === 0) continue;
    const value = fromLevel(this, overrides[i]!, property);
    if (isValue(value)) return value;
  }
  // As pdfmake answers: a missing default style is the answer itself (undefined or null).
  const defaults = this.defaultStyle;
  return defaults ? defaults[property] : defaults;
}

function push(this: StyleStack, item: Item): void {
  const masks = this.styleMasks;
  if (masks && masks.length === this.styleOverrides.length) masks.push(maskOf(this, item));
  this.styleOverrides.push(item);
}

function pop(this: StyleStack, howMany = 1): void {
  const masks = this.styleMasks;
  const inStep = masks !== undefined && masks.length === this.styleOverrides.length;
  while (howMany-- > 0) {
    this.styleOverrides.pop();
    if (inStep) masks.pop();
  }
}

const NO_NAMES: readonly Item[] = [];
const namesOf = (item: Item): readonly Item[] => {
  if (isString(item) || typeof item.section !== 'undefined') return NO_NAMES;
  const { style } = item;
  return Array.isArray(style) ? style : style ? [style] : NO_NAMES;
};

function autopush(this: StyleStack, item: Item): number {
  if (isString(item) || typeof item.section !== 'undefined') return 0;
  const names = namesOf(item);
  for (const name of names) this.push(name);
  this.push(item);
  return names.length + 1;
}

function clone(this: StyleStack): StyleStack {
  const copy = new (this.constructor as StyleStackClass)(this.styleDictionary, this.defaultStyle);
  copy.styleOverrides.push(...this.styleOverrides);
  copy.styleMasks = [...masksOf(this)];
  return copy;
}

/**
 * What the item would answer pushed on the stack, without pushing it: its own value, then
 * its named styles from the last, then the stack's.
 */
function getStyleProperty(item: Item, stack: StyleStack | null, property: string, defaultValue: unknown) {
  // As pdfmake reads it, a string's own properties too ('x'.bold is String.prototype.bold).
  const own = (item as Record<string, unknown>)[property];
  if (isValue(own)) return own;
  if (!stack) return defaultValue;
  const names = namesOf(item);
  for (let i = names.length - 1; i >= 0; i--) {
    const value = fromLevel(stack, names[i]!, property);
    if (isValue(value)) return value;
  }
  const value = stack.getProperty(property);
  return isValue(value) ? value : defaultValue;
}

/** pdfmake's StyleContextStack, its lookups made faster. */
export const withFastStyleLookups = (StyleContextStack: StyleStackClass) => {
  Object.assign(StyleContextStack.prototype, { getProperty, push, pop, autopush, clone });
  StyleContextStack.getStyleProperty = getStyleProperty;
};
