/**
 * The words one language uses in bank, card and wallet notifications. Each entry is a small
 * regular-expression source matched case-insensitively between word boundaries; entries use only
 * bounded quantifiers (`{0,30}`), never nested ones, so the compiled alternations stay linear.
 *
 * The money families, tried in this order (the first that matches decides):
 * refund -> transferIn -> income -> expenseFirst -> transferOut -> expense.
 */
export interface Lexicon {
  readonly language: string
  /** Money given back: refunds, reversals, chargebacks (income, credit). */
  readonly refund: readonly string[]
  /** Money in by transfer, and payments received on a card (transfer, credit). */
  readonly transferIn: readonly string[]
  /** Money in: received, credited, salary (income, credit). */
  readonly income: readonly string[]
  /** Spending words that would otherwise read as a transfer ("sent a payment"). */
  readonly expenseFirst: readonly string[]
  /** Money out to a person or another account (transfer, debit). */
  readonly transferOut: readonly string[]
  /** Money out: debited, spent, paid, purchase, withdrawal (expense, debit). */
  readonly expense: readonly string[]
  /** Past-tense money verbs: a text with one is not a promotion, whatever else it says. */
  readonly done: readonly string[]
  readonly oneTimePassword: readonly string[]
  readonly declined: readonly string[]
  /** Not yet paid: due dates, bills, statements. */
  readonly reminder: readonly string[]
  /** A payment waiting for the user: approve it in the app, a money or collect request. */
  readonly pendingApproval: readonly string[]
  /** A payment set for a later date ("scheduled", "will be debited on"). */
  readonly scheduled: readonly string[]
  /** A mandate, standing order, direct debit or autopay being set up: no money moved yet. */
  readonly mandate: readonly string[]
  /** A payment completed: it outweighs the words of a schedule or a standing order it came from. */
  readonly completed: readonly string[]
  /** Words that say a mandate is being set up ("set up", "eingerichtet", "登録"), not executed. */
  readonly setUp: readonly string[]
  /** Offers, loans, "you could save". */
  readonly promotion: readonly string[]
  /** Pay: salary, wages. Money in by transfer with one of these is income, not a transfer. */
  readonly pay: readonly string[]
  /** Words that introduce a balance ("Avl Bal", "saldo"). */
  readonly balance: readonly string[]
  /** Words that introduce a credit limit, which is neither the amount nor a balance. */
  readonly limit: readonly string[]
  /** Words that introduce a fee ("Transaction cost"). */
  readonly fee: readonly string[]
  /** Prepositions before the merchant or payee of a debit ("at", "bei", "para"). */
  readonly payee: readonly string[]
  /** Prepositions before the payer of a credit ("from", "von", "dari"). */
  readonly payer: readonly string[]
  /** Lower-case words that end a name ("on", "com", "pada"). */
  readonly stop: readonly string[]
}
