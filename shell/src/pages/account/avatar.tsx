import { initials } from '../../lib/initials';

interface Props {
  name: string;
  avatarUrl?: string | null;
  size?: number;
  /** Name the picture (the profile's own avatar); omitted, it is decorative. */
  alt?: string;
}

/** The user's picture, or their initials on an accent disc. */
export function Avatar({ name, avatarUrl, size = 64, alt = '' }: Props) {
  const style = { width: size, height: size, fontSize: size * 0.38 };
  if (avatarUrl) return <img className="account-avatar" src={avatarUrl} alt={alt} style={style} />;
  return (
    <span className="account-avatar" aria-hidden="true" style={style}>
      {initials(name)}
    </span>
  );
}
