import { EMPTY } from './empty.js'
import type { Lexicon } from './lexicon.js'

/** Indonesian: dipotong, masuk, transfer, bayar, QRIS. */
export const id: Lexicon = {
  ...EMPTY,
  language: 'id',
  refund: ['pengembalian dana'],
  income: ['dana masuk', 'masuk', 'menerima', 'diterima', 'kamu terima'],
  transferOut: ['transfer keluar', 'transfer'],
  expense: ['dipotong', 'pembayaran', 'bayar', 'pembelian', 'tarik tunai', 'transaksi', 'digunakan'],
  done: ['dipotong', 'berhasil', 'masuk', 'menerima', 'digunakan'],
  oneTimePassword: ['kode otp', 'jangan berikan', 'kode verifikasi', 'rahasiakan'],
  declined: ['gagal', 'ditolak', 'tidak berhasil', 'saldo tidak cukup'],
  reminder: ['jatuh tempo', 'tagihan', 'meminta', 'permintaan'],
  promotion: ['pinjaman', 'ajukan', 'cashback', 'diskon', 'promo', 'berlaku'],
  balance: ['sisa saldo(?: [a-z]{2,10})?', 'saldo(?: rekening)?'],
  limit: ['limit'],
  fee: ['biaya'],
  payee: ['di', 'ke', 'utk pembayaran', 'untuk pembayaran', 'utk', 'untuk'],
  payer: ['dari'],
  stop: [
    'pd',
    'pada',
    'tgl',
    'dgn',
    'dengan',
    'berhasil',
    'pakai',
    'lewat',
    'ke',
    'di',
    'kartu',
    'rek',
    'rekening',
  ],
}
