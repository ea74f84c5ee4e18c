import { describe, expect, it } from 'vitest';
import { MASK, type MaskedKind, maskText } from './masking';

/**
 * Attempts to pass a contact detail or a payment instruction before a booking is paid: each must
 * come out with its secret gone and the kind named. `secret` is what must not be readable.
 */
const ATTEMPTS: [string, string, MaskedKind][] = [
  ['Call me at 55 1234 5678', '1234', 'phone'],
  ['Mi cel es 5512345678', '5512345678', 'phone'],
  ['llámame al (55) 1234-5678', '1234', 'phone'],
  ['my number: +52 1 55.1234.5678', '1234', 'phone'],
  ['55-12-34-56-78 whenever you want', '34-56', 'phone'],
  ['cinco cinco tres cuatro uno dos tres cuatro cinco seis', 'tres cuatro uno', 'phone'],
  ['five five three four one two three four five six', 'four one two', 'phone'],
  ['55 tres 4 cinco 6 siete 8 nueve 0 1', 'cinco 6 siete', 'phone'],
  ['Mi número: CINCO CINCO, UNO DOS, TRES CUATRO, CINCO SEIS, SIETE OCHO', 'TRES CUATRO', 'phone'],
  [
    'Márcame al cincuenta y cinco doce treinta y cuatro cincuenta y seis setenta y ocho',
    'doce treinta',
    'phone',
  ],
  ['5 5 1 2 3 4 5 6 7 8', '3 4 5 6', 'phone'],
  ['mi tel 55_1234_5678', '1234', 'phone'],
  ['Teléfono ５５１２３４５６７８', '１２３４', 'phone'],
  ['juan.perez@gmail.com', 'perez@gmail', 'email'],
  ['write to juan at gmail dot com', 'juan at gmail', 'email'],
  ['escríbeme a juan arroba gmail punto com', 'arroba gmail', 'email'],
  ['JUAN [AT] HOTMAIL [DOT] COM', 'HOTMAIL', 'email'],
  ['mi correo es juan1990 en gmail', 'juan1990', 'email'],
  ['juan (arroba) yahoo (punto) com (punto) mx', 'yahoo', 'email'],
  ['Escríbeme por wa.me/5215512345678', 'wa.me', 'handle'],
  ['join t.me/juanrentas', 'juanrentas', 'handle'],
  ['@juanrentas on telegram', 'juanrentas', 'handle'],
  ['Mándame un whats app', 'whats app', 'handle'],
  ['Escríbeme por WhatsApp', 'WhatsApp', 'handle'],
  ['mejor por guasap', 'guasap', 'handle'],
  ['mira midominio.com.mx', 'midominio', 'link'],
  ['see https://bit.ly/xyz for photos', 'bit.ly', 'link'],
  ['www midominio com', 'midominio', 'link'],
  ['MIDOMINIO.COM', 'MIDOMINIO', 'link'],
  ['fotos en midominio punto com', 'midominio punto com', 'link'],
  ['CLABE 012180015512345678', '012180015512345678', 'payment'],
  ['mi clabe: 0121 8001 5512 3456 78', '5512', 'payment'],
  ['SWIFT BBVAMXMM', 'BBVAMXMM', 'payment'],
  ['the BIC is BBVAMXMMXXX', 'BBVAMXMMXXX', 'payment'],
  ['IBAN ES91 2100 0418 4502 0005 1332', 'ES91', 'payment'],
  ['Send it by Western Union', 'Western Union', 'payment'],
  ['por MoneyGram es más fácil', 'MoneyGram', 'payment'],
  ['I take Zelle', 'Zelle', 'payment'],
  ['Hazme una transferencia', 'transferencia', 'payment'],
  ['Hazme una TRANSFERENCIA', 'TRANSFERENCIA', 'payment'],
  ['un depósito bancario y listo', 'depósito bancario', 'payment'],
  ['págame con tarjeta de regalo', 'tarjeta de regalo', 'payment'],
  ['pay with a gift card please', 'gift card', 'payment'],
  ['I can do a wire transfer', 'wire', 'payment'],
  ['transfiéreme y te confirmo', 'transfiéreme', 'payment'],
  ['deposítame en OXXO', 'OXXO', 'payment'],
  ['Mi número de cuenta es 1234567890', '1234567890', 'payment'],
  ['card 4242 4242 4242 4242', '4242 4242 4242', 'payment'],
  // Written to slip past a reader of plain digits and words.
  ['call 551,234,5678', '234,5678', 'phone'],
  ['mi número 5,512,345,678', '345,678', 'phone'],
  ['write to juan\u200b@\u200bexample\u200b.\u200bcom', 'example', 'email'],
  ['see example\u200b.com for photos', 'example', 'link'],
  ['mi cel ٥٥١٢٣٤٥٦٧٨', '٥٥١٢٣٤٥٦٧٨', 'phone'],
  ['फोन ५५१२३४५६७८', '५५१२३४५६७८', 'phone'],
  ['55\u00ad1234\u00ad5678', '1234', 'phone'],
  ['55      1234      5678', '1234', 'phone'],
  ['55\n1234\n5678', '1234', 'phone'],
  ['15/12/3456 7890', '3456 7890', 'phone'],
  ['juan dot perez at example dot fr', 'example', 'email'],
];

/** Ordinary questions about a stay: nothing is hidden. */
const ORDINARY = [
  'Is it free 15/12?',
  'Estaríamos del 20 al 27 de diciembre',
  'The price is $1,200 USD, right?',
  'We are 2 adults and 3 kids',
  'Is it room 1204?',
  '¿Tiene 2 recámaras?',
  'We came in 2019 and 2023 and loved it',
  'We arrive at 3 pm',
  'Check-in at 4:00, check-out at 11:00',
  'Is the week of 2027-03-06 to 2027-03-13 still free?',
  'Llegamos el 15/12/2026 a las 16:00',
  '¿Cuánto cuesta? ¿$1,200 o $1,500?',
  'Gracias.Es una casa preciosa',
  'Does the price include the airport transfer?',
  '¿Hay depósito de seguridad?',
  'Is there a security deposit?',
  'We are a family of 5, kids aged 3, 7 and 12.',
  'Is the pool heated? Thanks!',
  'Hola, ¿la unidad tiene vista al mar? Gracias',
  'Is there Wi-Fi at the resort?',
  'Can we check in at noon. Then we go to the beach.',
  'The resort is 20 minutes from the airport',
  'Is $1,250,000 MXN the price of the property?',
  'From 15/12 to 22/12, 2 adults',
  'We land at 14:30, 2 bags each',
];

describe('masking', () => {
  it('has a table of at least forty attempts', () => {
    expect(ATTEMPTS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(ATTEMPTS)('hides %j', (message, secret, kind) => {
    const masked = maskText(message);
    expect(masked.text).not.toContain(secret);
    expect(masked.text).toContain(MASK);
    expect(masked.kinds).toContain(kind);
  });

  it.each(ORDINARY)('leaves %j untouched', (message) => {
    expect(maskText(message)).toEqual({ text: message, kinds: [] });
  });

  it('keeps the words around what it hides and names each kind once', () => {
    const m = maskText('Hola! Llámame al 55 1234 5678 o al 55 8765 4321, o por WhatsApp. Gracias');
    expect(m.text).toBe(`Hola! Llámame al ${MASK} o al ${MASK}, o por ${MASK}. Gracias`);
    expect(m.kinds).toEqual(['phone', 'handle']);
  });
});

describe('names', () => {
  it('hides a phone number or an address put in a name, and keeps an ordinary one', async () => {
    const { shortName } = await import('./reads');
    expect(shortName('Ana', 'García')).toBe('Ana G.');
    expect(shortName('Call 5512345678', 'X')).not.toContain('5512345678');
    expect(shortName('juan@example.com', 'Pérez')).not.toContain('example');
  });
});
