import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { StatementUnreadableError } from '../../domain/imports/statement.js'

/** An XML element as fast-xml-parser gives it (text content under '#text', attributes under '@_'). */
export type XmlNode = { readonly [name: string]: XmlValue }
export type XmlValue = string | XmlNode | readonly XmlValue[] | undefined

/**
 * Parses an XML statement with fast-xml-parser after validating it: a file that is not
 * well-formed (a truncated download above all) is refused with the line where it breaks. Every
 * value stays a string (amounts and ids are never turned into numbers); namespace prefixes are
 * dropped; the elements named in `repeated` are always arrays.
 */
export function parseXml(text: string, what: string, repeated: ReadonlySet<string>): XmlNode {
  validateXml(text, what)
  return parseXmlText(xmlParser(repeated), text, what)
}

/** Elements nest at most this deep (fast-xml-parser's own limit); statements need about 10. */
const MAX_DEPTH = 100
const RESERVED_NAME = /Invalid name: "([^"]*)"/

/**
 * Refuses text that is not well-formed XML with the line where it breaks (its end, when cut
 * short), and a document type declaration: no statement format has one, and it is how entities
 * (external ones, or one expanded thousands of times) get into a document.
 */
export function validateXml(text: string, what: string): void {
  const doctype = text.search(/<!DOCTYPE/i)
  if (doctype >= 0) {
    throw new StatementUnreadableError(
      lineOfOffset(text, doctype),
      `a ${what} document without a document type declaration (<!DOCTYPE>, which statements never have)`,
    )
  }
  const valid = XMLValidator.validate(text)
  if (valid !== true) {
    const { line, msg } = valid.err
    // Tags still open at the end: the file stops early (a cut download). The validator names the
    // line the tag opened on; the user needs to hear that the end is missing.
    const open = /^Unclosed tag '(.+)'\.$/.exec(msg)?.[1] ?? /^Invalid '\[(.*)\]' found\.$/s.exec(msg)?.[1]
    const lastLine = text.trimEnd().split('\n').length
    if (open !== undefined) {
      const tags = open
        .replace(/[\s"]/g, '')
        .split(',')
        .filter((t) => t !== '')
      throw new StatementUnreadableError(
        lastLine,
        `the rest of the ${what} file: it ends with ${tags.map((t) => `<${t}>`).join(', ')} still open (truncated?)`,
      )
    }
    if (line >= lastLine) {
      throw new StatementUnreadableError(
        lastLine,
        `the rest of the ${what} file: it ends inside an element (truncated?)`,
      )
    }
    throw new StatementUnreadableError(line, `well-formed ${what} XML (${msg})`)
  }
}

/**
 * fast-xml-parser as every reader uses it: values stay strings, namespace prefixes dropped, the
 * elements in `repeated` always arrays, the elements in `stopNodes` (paths such as
 * '*.BANKTRANLIST') kept as their raw inner text, for the caller to parse piece by piece.
 */
export function xmlParser(repeated: ReadonlySet<string>, stopNodes: readonly string[] = []): XMLParser {
  return new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    ignoreDeclaration: true,
    ignorePiTags: true,
    htmlEntities: true,
    isArray: (name) => repeated.has(name),
    stopNodes: [...stopNodes],
  })
}

/**
 * Parses with `parser`, turning the parser's own refusals (elements nested deeper than 100, an
 * element named like __proto__, anything else it throws) into a StatementUnreadableError with the
 * line: `lineOf()` when given (a fragment of the file, such as one entry), else where the text
 * breaks. `what` names the document or fragment ("CAMT.053", "OFX STMTTRN 3").
 */
export function parseXmlText(
  parser: XMLParser,
  text: string,
  what: string,
  lineOf?: () => number | null,
): XmlNode {
  try {
    return parser.parse(text) as XmlNode
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    if (/nested tags/i.test(message)) {
      throw new StatementUnreadableError(
        lineOf ? lineOf() : lineOfDepth(text, MAX_DEPTH),
        `${what}: elements nested at most ${MAX_DEPTH} deep`,
      )
    }
    const reserved = RESERVED_NAME.exec(message)?.[1]
    if (reserved !== undefined) {
      const at = text.search(new RegExp(`<${reserved.replace(/\W/g, '\\$&')}[\\s/>]`))
      throw new StatementUnreadableError(
        lineOf ? lineOf() : at >= 0 ? lineOfOffset(text, at) : null,
        `${what}: element names other than <${reserved}> (a reserved name)`,
      )
    }
    throw new StatementUnreadableError(lineOf ? lineOf() : null, `${what}: well-formed XML (${message})`)
  }
}

/** The 1-based line of the character at `offset`. */
export function lineOfOffset(text: string, offset: number): number {
  let line = 1
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line++
  return line
}

/** The line where elements first nest deeper than `limit` (a start tag past it), or null. */
function lineOfDepth(text: string, limit: number): number | null {
  const tags = /<(\/?)[A-Za-z_][^\s/>]*[^>]*?(\/?)>/g
  let depth = 0
  for (let m = tags.exec(text); m; m = tags.exec(text)) {
    if (m[1]) depth--
    else if (!m[2] && ++depth > limit) return lineOfOffset(text, m.index)
  }
  return null
}

/** The child element `name`, when it is an element. */
export function child(node: XmlValue, name: string): XmlNode | undefined {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return undefined
  const value = (node as XmlNode)[name]
  if (Array.isArray(value)) return child({ [name]: value[0] }, name)
  return value && typeof value === 'object' ? (value as XmlNode) : undefined
}

/** The children `name` as a list (one, many or none). */
export function children(node: XmlValue, name: string): XmlNode[] {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return []
  const value = (node as XmlNode)[name]
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value]
  return list.filter((v): v is XmlNode => typeof v === 'object' && v !== null && !Array.isArray(v))
}

/** The text of the element at `path` (an element with attributes keeps its text under '#text'). */
export function text(node: XmlValue, ...path: string[]): string | undefined {
  let current: XmlValue = node
  for (const name of path) {
    if (!current || typeof current !== 'object' || Array.isArray(current)) return undefined
    const value: XmlValue = (current as XmlNode)[name]
    current = Array.isArray(value) ? (value[0] as XmlValue) : value
  }
  if (typeof current === 'string') return current.trim()
  if (current && typeof current === 'object' && !Array.isArray(current)) {
    const inner = (current as XmlNode)['#text']
    return typeof inner === 'string' ? inner.trim() : undefined
  }
  return undefined
}

/** An attribute of the element at `path`. */
export function attribute(node: XmlValue, name: string, ...path: string[]): string | undefined {
  let current: XmlValue = node
  for (const step of path) current = child(current, step)
  const value =
    current && typeof current === 'object' && !Array.isArray(current)
      ? (current as XmlNode)[`@_${name}`]
      : undefined
  return typeof value === 'string' ? value.trim() : undefined
}

/** The file line of the n-th (1-based) opening `<name>`: for errors, since the parser keeps no positions. */
export function lineOfElement(text: string, name: string, n: number): number | null {
  let at = -1
  for (let i = 0; i < n; i++) {
    at = text.indexOf(`<${name}>`, at + 1)
    if (at < 0) return null
  }
  let line = 1
  for (let i = text.indexOf('\n'); i >= 0 && i < at; i = text.indexOf('\n', i + 1)) line++
  return line
}
