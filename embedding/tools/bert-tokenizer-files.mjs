// The tokenizer files of a BERT-uncased model (WordPiece), in the formats transformers.js reads:
// tokenizer.json (the `tokenizers` library's format), tokenizer_config.json, special_tokens_map.json.

const FINANCE_WORDS = `the a an and or of to in on at for with from by is are was were be been it this that
these those i you he she we they my your our their me us them not no yes all any some more most less
one two three four five ten hundred thousand million first last next new old same other each every
day week month year today yesterday tomorrow morning evening night january february march april may
june july august september october november december monday tuesday wednesday thursday friday saturday
sunday pay paid payment payments spent spend spending bought buy sold sell income salary wage bonus
rent mortgage loan interest rate fee fees tax taxes refund bill bills invoice receipt subscription
grocery groceries food restaurant coffee lunch dinner fuel gas electric water internet phone insurance
travel flight hotel taxi car bus train health doctor pharmacy gym school tuition gift charity
account accounts bank checking savings credit debit card cash transfer deposit withdrawal balance
budget expense expenses total amount price cost average monthly weekly daily annual net gross
stock stocks share shares bond bonds fund funds etf crypto bitcoin ethereum dividend portfolio
holding holdings investment investments broker market markets return returns gain gains loss losses
usd eur gbp jpy chf dollar dollars euro euros pound pounds cent cents percent summary review pattern
user users category merchant store shop online order subscription recurring pending cleared up down
high low higher lower increase decrease saved save saving goal goals plan plans advice advisor`
  .split(/\s+/)
  .filter(Boolean)

const SYLLABLES = 'ba be bi bo bu ca ce ci co cu da de di do du fa fe fi fo fu ga ge gi go gu ha he hi ho hu ja ka ke ki ko ku la le li lo lu ma me mi mo mu na ne ni no nu pa pe pi po pu ra re ri ro ru sa se si so su ta te ti to tu va ve vi vo vu wa we wi za ze zo'.split(' ')

function printableCharacters() {
  const out = []
  for (let c = 33; c < 127; c++) {
    const ch = String.fromCharCode(c)
    if (ch < 'A' || ch > 'Z') out.push(ch) // the normalizer lowercases
  }
  return out
}

/** tiny: a few hundred entries (unit tests); full: bert-base-uncased's 30,522 entries and special ids. */
export function buildVocabulary(kind) {
  const vocab = []
  const seen = new Set()
  const add = (token) => {
    if (!seen.has(token)) {
      seen.add(token)
      vocab.push(token)
    }
  }
  const pieces = [...'abcdefghijklmnopqrstuvwxyz0123456789'].map((c) => `##${c}`)
  const suffixes = ['##s', '##es', '##ed', '##ing', '##ly', '##er', '##ers', '##ion', '##al', '##ment', '##ness']
  if (kind === 'tiny') {
    ;['[PAD]', '[UNK]', '[CLS]', '[SEP]', '[MASK]'].forEach(add)
    printableCharacters().forEach(add)
    ;[...pieces, ...suffixes].forEach(add)
    FINANCE_WORDS.forEach(add)
    return { vocab, ids: { pad: 0, unk: 1, cls: 2, sep: 3, mask: 4 } }
  }
  const size = 30522
  add('[PAD]')
  for (let i = 0; i < 99; i++) add(`[unused${i}]`)
  ;['[UNK]', '[CLS]', '[SEP]', '[MASK]'].forEach(add)
  for (let i = 99; vocab.length < 999; i++) add(`[unused${i}]`)
  printableCharacters().forEach(add)
  for (let n = 0; n <= 2100; n++) add(String(n))
  FINANCE_WORDS.forEach(add)
  ;[...pieces, ...suffixes].forEach(add)
  // pseudo-words of two to four syllables fill the rest, shortest first, like a real vocabulary
  for (const a of SYLLABLES) for (const b of SYLLABLES) add(a + b)
  for (const a of SYLLABLES) for (const b of SYLLABLES) for (const c of SYLLABLES) if (vocab.length < size) add(a + b + c)
  for (let i = 0; vocab.length < size; i++) add(`##${SYLLABLES[i % SYLLABLES.length]}${i}`)
  return { vocab, ids: { pad: 0, unk: 100, cls: 101, sep: 102, mask: 103 } }
}

export function tokenizerFiles({ vocab, ids }, modelMaxLength) {
  const special = { '[PAD]': ids.pad, '[UNK]': ids.unk, '[CLS]': ids.cls, '[SEP]': ids.sep, '[MASK]': ids.mask }
  const tokenizer = {
    version: '1.0',
    truncation: null,
    padding: null,
    added_tokens: Object.entries(special)
      .sort((a, b) => a[1] - b[1])
      .map(([content, id]) => ({ id, content, single_word: false, lstrip: false, rstrip: false, normalized: false, special: true })),
    normalizer: { type: 'BertNormalizer', clean_text: true, handle_chinese_chars: true, strip_accents: null, lowercase: true },
    pre_tokenizer: { type: 'BertPreTokenizer' },
    post_processor: {
      type: 'TemplateProcessing',
      single: [{ SpecialToken: { id: '[CLS]', type_id: 0 } }, { Sequence: { id: 'A', type_id: 0 } }, { SpecialToken: { id: '[SEP]', type_id: 0 } }],
      pair: [
        { SpecialToken: { id: '[CLS]', type_id: 0 } },
        { Sequence: { id: 'A', type_id: 0 } },
        { SpecialToken: { id: '[SEP]', type_id: 0 } },
        { Sequence: { id: 'B', type_id: 1 } },
        { SpecialToken: { id: '[SEP]', type_id: 1 } },
      ],
      special_tokens: {
        '[CLS]': { id: '[CLS]', ids: [ids.cls], tokens: ['[CLS]'] },
        '[SEP]': { id: '[SEP]', ids: [ids.sep], tokens: ['[SEP]'] },
      },
    },
    decoder: { type: 'WordPiece', prefix: '##', cleanup: true },
    model: {
      type: 'WordPiece',
      unk_token: '[UNK]',
      continuing_subword_prefix: '##',
      max_input_chars_per_word: 100,
      vocab: Object.fromEntries(vocab.map((token, id) => [token, id])),
    },
  }
  const tokens = { cls_token: '[CLS]', mask_token: '[MASK]', pad_token: '[PAD]', sep_token: '[SEP]', unk_token: '[UNK]' }
  const tokenizerConfig = {
    ...tokens,
    tokenizer_class: 'BertTokenizer',
    do_lower_case: true,
    do_basic_tokenize: true,
    tokenize_chinese_chars: true,
    strip_accents: null,
    never_split: null,
    clean_up_tokenization_spaces: true,
    // transformers.js truncates to this; without it texts are never truncated
    model_max_length: modelMaxLength,
  }
  return { 'tokenizer.json': tokenizer, 'tokenizer_config.json': tokenizerConfig, 'special_tokens_map.json': tokens }
}
