/**
 * Japanese and Korean senders write amounts in full-width forms ("￥４，５００", "８,７００원",
 * "利用先：ローソン"). The digits, the separators, the colon, the signs and the yen and won signs
 * become their ASCII (or usual) forms; nothing else changes, so names keep their own script and
 * every position keeps its length.
 */
const FULL_WIDTH = /[\uff10-\uff19\uff0c\uff0e\uff1a\uff0b\uff0d\uffe5\uffe6]/g
const SPECIAL: Readonly<Record<string, string>> = { '\uffe5': '¥', '\uffe6': '₩' }

export function narrowFullWidth(text: string): string {
  return text.replace(FULL_WIDTH, (ch) => SPECIAL[ch] ?? String.fromCharCode(ch.charCodeAt(0) - 0xfee0))
}
