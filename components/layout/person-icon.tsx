/** A person's outline, for an account without a first name to show. */
export function PersonIcon() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="h-6 w-6 fill-current">
      <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v1h16v-1c0-2.8-3.6-5-8-5Z" />
    </svg>
  );
}
