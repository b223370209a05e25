import { avatarInitial } from '@/components/layout/navigation-rules';

const SIZES = { md: 'size-12 text-lg', lg: 'size-20 text-2xl' } as const;

/**
 * A person's profile picture, or their initial in a circle when they have none. The picture is a
 * private upload (its owner and admins may read it), so it is a plain <img>: there is nothing for
 * next/image to optimise or cache publicly.
 */
export function ProfilePicture({ url, name, size = 'md' }: { url: string | null; name: string; size?: keyof typeof SIZES }) {
  if (url) {
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={url} alt={`Profile picture of ${name}`} className={`${SIZES[size]} shrink-0 rounded-full border border-brand-100 object-cover`} />;
  }
  return (
    <span aria-hidden="true" className={`${SIZES[size]} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white`}>
      {avatarInitial(name)}
    </span>
  );
}
