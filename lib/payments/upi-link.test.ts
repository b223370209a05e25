import { paiseToRupeeAmount, upiPaymentLink } from './upi-link';

const base = { upiId: 'dogmeals@okaxis', payeeName: 'Good Dog Kitchen', amountPaise: 12345, orderNumber: 'GD-1234' };

describe('paiseToRupeeAmount', () => {
  test.each([
    [0, '0.00'],
    [5, '0.05'],
    [50, '0.50'],
    [100, '1.00'],
    [5000, '50.00'],
    [12345, '123.45'],
    [10000001, '100000.01'],
  ])('%i paise → %s', (paise, rupees) => {
    expect(paiseToRupeeAmount(paise)).toBe(rupees);
  });

  test.each([[-1], [1.5], [Number.NaN], [Number.POSITIVE_INFINITY]])('%p is refused', (paise) => {
    expect(() => paiseToRupeeAmount(paise)).toThrow(RangeError);
  });
});

describe('upiPaymentLink', () => {
  test('the whole link, parameters in the order UPI apps document', () => {
    expect(upiPaymentLink(base)).toBe('upi://pay?pa=dogmeals@okaxis&pn=Good%20Dog%20Kitchen&am=123.45&cu=INR&tn=Order%20GD-1234&tr=GD-1234');
  });

  test.each([
    ['spaces are %20, never +', { payeeName: 'Good Dog Kitchen' }, 'pn', 'Good%20Dog%20Kitchen'],
    ['an ampersand cannot start a new parameter', { payeeName: 'Dogs & Co' }, 'pn', 'Dogs%20%26%20Co'],
    ['= and ? and # are escaped', { payeeName: 'A=B?C#D' }, 'pn', 'A%3DB%3FC%23D'],
    ['a plus sign is escaped', { payeeName: 'Meals+Treats' }, 'pn', 'Meals%2BTreats'],
    ['non-ASCII is UTF-8 percent-encoded', { payeeName: 'Café ₹' }, 'pn', 'Caf%C3%A9%20%E2%82%B9'],
    ['an apostrophe stays (unreserved in encodeURIComponent)', { payeeName: "Rex's Kitchen" }, 'pn', "Rex's%20Kitchen"],
    ['surrounding spaces are trimmed', { payeeName: '  Good Dog  ' }, 'pn', 'Good%20Dog'],
    ['the VPA keeps its @', { upiId: 'shop.name@okhdfcbank' }, 'pa', 'shop.name@okhdfcbank'],
    ['whole rupees get two decimals', { amountPaise: 5000 }, 'am', '50.00'],
    ['paise get two digits', { amountPaise: 12305 }, 'am', '123.05'],
    ['the note names the order', { orderNumber: 'A1/B2' }, 'tn', 'Order%20A1%2FB2'],
    ['the reference is the order number', { orderNumber: 'A1/B2' }, 'tr', 'A1%2FB2'],
  ])('%s', (_, change, key, encoded) => {
    const link = upiPaymentLink({ ...base, ...change });
    const query = link.slice('upi://pay?'.length).split('&');
    expect(query).toContain(`${key}=${encoded}`);
    expect(query).toHaveLength(6);
  });

  test('decoding the link gives back exactly what went in', () => {
    const input = { upiId: 'a.b@ybl', payeeName: 'Dogs & Cats = Friends', amountPaise: 99, orderNumber: 'X 1' };
    const params = new URLSearchParams(upiPaymentLink(input).slice('upi://pay?'.length));
    expect(Object.fromEntries(params)).toEqual({ pa: 'a.b@ybl', pn: 'Dogs & Cats = Friends', am: '0.99', cu: 'INR', tn: 'Order X 1', tr: 'X 1' });
  });
});
