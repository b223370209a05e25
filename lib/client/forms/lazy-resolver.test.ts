import type { Resolver, ResolverOptions } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver';

type Phone = { phone: string };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Phone>;

// A resolver as zodResolver makes one: an empty number is refused beside its field.
const rule: Resolver<Phone> = async (values) =>
  values.phone ? { values, errors: {} } : { values: {}, errors: { phone: { type: 'too_small', message: 'Please enter your mobile number.' } } };

describe('lazyResolver', () => {
  it('fetches the rule once, on first use or preload, and then judges with it', async () => {
    const load = jest.fn(async () => rule);
    const { resolver, preload } = lazyResolver<Phone>(load);
    expect(load).not.toHaveBeenCalled();
    await preload();
    const refused = await resolver({ phone: '' }, undefined, options);
    const accepted = await resolver({ phone: '98765 43210' }, undefined, options);
    expect(refused.errors).toEqual({ phone: { type: 'too_small', message: 'Please enter your mobile number.' } });
    expect(accepted).toEqual({ values: { phone: '98765 43210' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('sends the form as typed when the rule cannot be fetched, and tries again next time', async () => {
    const load = jest.fn<Promise<Resolver<Phone>>, []>().mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new Error('offline')).mockResolvedValue(rule);
    const { resolver, preload } = lazyResolver<Phone>(load);
    await expect(preload()).rejects.toThrow('offline');
    expect(await resolver({ phone: '' }, undefined, options)).toEqual({ values: { phone: '' }, errors: {} });
    expect((await resolver({ phone: '' }, undefined, options)).errors).toHaveProperty('phone');
    expect(load).toHaveBeenCalledTimes(3);
  });
});
