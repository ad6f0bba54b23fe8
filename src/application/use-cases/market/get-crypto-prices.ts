import { SymbolNotFoundError } from '../../../domain/errors.js'
import type { CryptoCurrency, CryptoPrice } from '../../../domain/market/market-data.js'
import {
  parseCryptoCurrency,
  parseCryptoId,
  requireList,
  requireValue,
} from '../../../domain/market/market-input.js'
import type { CryptoMarketData } from '../../ports/crypto-market-data.js'
import { splitFound, type Lookup } from './market-lookup.js'

export interface GetCryptoPricesDeps {
  cryptoMarketData: CryptoMarketData
}

export const DEFAULT_CRYPTO_CURRENCY = 'usd' as CryptoCurrency

export const requireCryptoCurrency = (raw: unknown, pointer = '/currency'): CryptoCurrency =>
  raw === undefined
    ? DEFAULT_CRYPTO_CURRENCY
    : requireValue(parseCryptoCurrency, raw, pointer, 'must be a currency code such as usd or eur')

/** Up to 100 crypto prices by CoinGecko id; unknown ids are per-item errors. */
export class GetCryptoPrices {
  readonly #market: CryptoMarketData
  constructor({ cryptoMarketData }: GetCryptoPricesDeps) {
    this.#market = cryptoMarketData
  }

  async execute(input: {
    ids: readonly unknown[]
    currency?: string | undefined
  }): Promise<Lookup<CryptoPrice>> {
    const ids = requireList(parseCryptoId, input.ids, '/ids', 'coin id')
    const currency = requireCryptoCurrency(input.currency)
    return splitFound(ids, await this.#market.prices(ids, currency), String, 'coin id')
  }
}

/** One crypto price; 404 symbol_not_found for an unknown id. */
export class GetCryptoPrice {
  readonly #market: CryptoMarketData
  constructor({ cryptoMarketData }: GetCryptoPricesDeps) {
    this.#market = cryptoMarketData
  }

  async execute(input: { id: string; currency?: string | undefined }): Promise<CryptoPrice> {
    const id = requireValue(parseCryptoId, input.id, '/id', 'must be a CoinGecko coin id such as bitcoin')
    const currency = requireCryptoCurrency(input.currency)
    const price = (await this.#market.prices([id], currency)).get(id)
    if (!price) throw new SymbolNotFoundError(id)
    return price
  }
}
