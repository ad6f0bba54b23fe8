import type { z } from 'zod'
import { noArgs, NO_PARAMETERS } from './no-args.js'
import { ok, type AdvisorTool } from './tool.js'

/** The user's accounts (at most 100) with balances. */
export const listAccounts: AdvisorTool<z.infer<typeof noArgs>> = {
  name: 'list_accounts',
  description: "The user's accounts with balances.",
  parameters: NO_PARAMETERS,
  args: noArgs,
  async run(_args, { userId, deps }) {
    const page = await deps.accounts.list(userId, {}, { limit: 100, after: undefined })
    const accounts = page.items.map((a) => ({
      name: a.name,
      type: a.type,
      institution: a.institution,
      currency: a.currency,
      balance: a.balance,
      active: a.isActive,
    }))
    return ok({ accounts }, [{ type: 'accounts', id: 'all', title: 'Your accounts' }])
  },
}
