/**
 * Legal and rules texts are written as numbered clauses ("1. Title", "1.1. Text", one per line) and shown
 * split at those numbers (docs/spec.md section 2: privacy policy / terms of use "text split at numbered clauses").
 */
export interface DocumentClause {
  /** "1", "2.3", or null for text before the first numbered clause. */
  number: string | null;
  /** How many parts the number has: 1 for a section heading, 2 for its clauses, 0 without a number. */
  depth: number;
  /** The clause text; lines that continue it are kept on their own lines. */
  text: string;
}

/** A line starting a clause: up to three-digit parts joined by dots, an optional final dot, then text. */
const CLAUSE_START = /^(\d{1,3}(?:\.\d{1,3})*)\.?\s+(\S.*)$/;

export function splitNumberedClauses(text: string): DocumentClause[] {
  const clauses: DocumentClause[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    const start = CLAUSE_START.exec(line);
    const last = clauses[clauses.length - 1];
    if (start?.[1] && start[2]) {
      clauses.push({ number: start[1], depth: start[1].split('.').length, text: start[2] });
    } else if (last) {
      last.text = `${last.text}\n${line}`;
    } else {
      clauses.push({ number: null, depth: 0, text: line });
    }
  }
  return clauses;
}
