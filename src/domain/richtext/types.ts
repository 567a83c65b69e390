/** A Lexical node as Payload stores it: a `type`, maybe children, and node-specific fields. */
export interface LexicalNode {
  type: string
  version?: number
  children?: LexicalNode[]
  [key: string]: unknown
}

/** Inline marks of a text run, outermost first. */
export type Mark =
  | { kind: 'bold' }
  | { kind: 'italic' }
  | { kind: 'underline' }
  | { kind: 'strike' }
  | { kind: 'code' }
  | { kind: 'subscript' }
  | { kind: 'superscript' }
  | { kind: 'highlight' }
  /** A named style from the editor's list, rendered as a class. */
  | { kind: 'styled'; name: string }
  /** Inline CSS the editor set (colour, size...), only safe properties kept. */
  | { kind: 'textStyle'; css: Record<string, string> }

/** An image in the text: the media document (populated or just its id) and its caption. */
export interface RichImage {
  media: unknown
  caption?: string
}

/** The renderer's neutral tree: React (or a test) turns it into markup. */
export type RichNode =
  | { kind: 'text'; text: string; marks: Mark[] }
  | { kind: 'break' }
  | { kind: 'element'; tag: RichTag; attrs: Record<string, string>; children: RichNode[] }
  | { kind: 'link'; href: string; newTab: boolean; children: RichNode[] }
  | { kind: 'anchor'; id: string }
  | { kind: 'emoji'; emoji: string; name: string }
  | { kind: 'image'; image: RichImage }
  | { kind: 'block'; blockType: string; fields: Record<string, unknown>; inline: boolean }

export type RichTag =
  | 'p' | 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'
  | 'ul' | 'ol' | 'li' | 'blockquote' | 'pre' | 'hr'
  | 'table' | 'tbody' | 'tr' | 'td' | 'th'
