import { expect } from 'chai'
import { isSpecialPurposeAddress } from '../../../src/adapters/outbound-http/special-addresses.js'

describe('special-purpose addresses (what calls to user-chosen URLs never reach)', () => {
  it('refuses loopback, private, link-local, metadata, reserved and multicast, in IPv4 and IPv6', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.255.254',
      '0.0.0.0',
      '10.0.0.1',
      '100.64.0.1',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '192.0.2.1',
      '198.18.0.1',
      '224.0.0.1',
      '240.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '[::1]',
      'fd00::1',
      'fc00::1',
      'fe80::1',
      'fe80::1%eth0',
      'ff02::1',
      '2001:db8::1',
      '2001::1',
      '100::1',
    ])
      expect(isSpecialPurposeAddress(address), address).to.equal(true)
  })

  it('checks the IPv4 address that mapped, compatible, NAT64 and 6to4 forms carry', () => {
    for (const address of [
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '[::ffff:127.0.0.1]',
      '::127.0.0.1',
      '::ffff:169.254.169.254',
      '::ffff:10.0.0.1',
      '64:ff9b::10.0.0.1',
      '2002:7f00:1::',
      '2002:a9fe:a9fe::1',
    ])
      expect(isSpecialPurposeAddress(address), address).to.equal(true)
    for (const address of ['::ffff:8.8.8.8', '64:ff9b::8.8.8.8', '2002:808:808::1'])
      expect(isSpecialPurposeAddress(address), address).to.equal(false)
  })

  it('lets public hosts through, and treats anything that is not an IP literal as refused', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111', '2a00:1450::1'])
      expect(isSpecialPurposeAddress(address), address).to.equal(false)
    for (const text of ['localhost', 'example.com', '', '1.2.3', '::g'])
      expect(isSpecialPurposeAddress(text), text).to.equal(true)
  })
})
