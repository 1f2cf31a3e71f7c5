/**
 * The most characters a string matching an anchored pattern (`^...$`) can have, for the patterns the schemas write:
 * literals, escapes (`\d`, `\.`), classes (`[A-Za-z ]`), groups with alternatives, and the quantifiers `?`, `{n}`,
 * `{m,n}`. Unanchored patterns and `*`, `+`, `{m,}` set no limit (Infinity).
 */
export function patternMaxLength(pattern: string): number {
  if (!pattern.startsWith('^') || !pattern.endsWith('$') || pattern.endsWith('\\$')) return Number.POSITIVE_INFINITY;
  const parser = new PatternParser(pattern.slice(1, -1));
  const length = parser.alternatives();
  return parser.done() ? length : Number.POSITIVE_INFINITY;
}

class PatternParser {
  private at = 0;

  constructor(private readonly source: string) {}

  done(): boolean {
    return this.at === this.source.length;
  }

  /** `a|b|c` up to a closing parenthesis or the end: the longest alternative. */
  alternatives(): number {
    let longest = this.sequence();
    while (this.source[this.at] === '|') {
      this.at += 1;
      longest = Math.max(longest, this.sequence());
    }
    return longest;
  }

  private sequence(): number {
    let total = 0;
    while (this.at < this.source.length && this.source[this.at] !== '|' && this.source[this.at] !== ')') {
      total += this.atom() * this.quantifier();
    }
    return total;
  }

  private atom(): number {
    const c = this.source[this.at];
    if (c === '(') {
      this.at += this.source.startsWith('(?:', this.at) ? 3 : 1;
      const inner = this.alternatives();
      if (this.source[this.at] !== ')') return Number.POSITIVE_INFINITY;
      this.at += 1;
      return inner;
    }
    if (c === '[') {
      const close = this.classEnd();
      this.at = close + 1;
      return close < 0 ? Number.POSITIVE_INFINITY : 1;
    }
    if (c === '^' || c === '$') {
      this.at += 1;
      return 0;
    }
    this.at += c === '\\' ? 2 : 1;
    return 1;
  }

  /** The index of the `]` closing the class that starts here (escapes and a leading `]` skipped). */
  private classEnd(): number {
    let i = this.at + 1;
    if (this.source[i] === '^') i += 1;
    if (this.source[i] === ']') i += 1;
    for (; i < this.source.length; i += 1) {
      if (this.source[i] === '\\') i += 1;
      else if (this.source[i] === ']') return i;
    }
    return -1;
  }

  /** The most repeats the quantifier after an atom allows (1 without one). */
  private quantifier(): number {
    const rest = this.source.slice(this.at);
    const braces = /^\{(\d+)(,(\d*))?\}\??/.exec(rest);
    if (braces) {
      this.at += braces[0].length;
      if (braces[2] === undefined) return Number(braces[1]);
      return braces[3] === '' || braces[3] === undefined ? Number.POSITIVE_INFINITY : Number(braces[3]);
    }
    const c = rest[0];
    if (c === '?' || c === '*' || c === '+') {
      this.at += rest[1] === '?' ? 2 : 1;
      return c === '?' ? 1 : Number.POSITIVE_INFINITY;
    }
    return 1;
  }
}
