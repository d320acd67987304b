/** Test support: request bodies the API takes (a direct-debit form, a multipart upload). */

/**
 * A valid SEPA direct-debit form (SPEC §3 Direct debit) for package `packageId` (`undefined` to test
 * its absence), with `overrides` merged over it: a Dutch test IBAN, a mobile number, the mandate consent and the consent to immediate delivery.
 */
export function directDebitForm(packageId: number | undefined, overrides: Record<string, unknown> = {}) {
  return {
    package_id: packageId,
    account_holder: 'J. de Vries',
    iban: 'NL91 ABNA 0417 1643 00',
    street: 'Keizersgracht',
    house_number: '12a',
    zip: '1015 CS',
    city: 'Amsterdam',
    mobile: '06 12345678',
    consent: true,
    withdrawal_consent: true,
    ...overrides,
  };
}

/** A multipart/form-data body with one file under `field`, for `app.inject()`. */
export function multipart(data: Buffer, field = 'photo', filename = 'photo.jpg', type = 'image/jpeg') {
  const boundary = `----amora${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
