/** An error said at once to screen readers (role="alert"); nothing when there is none. */
export function ErrorAlert({ message }: { message: string | null | undefined | false }) {
  if (!message) return null;
  return (
    <p className="hp-alert hp-alert--error" role="alert">
      {message}
    </p>
  );
}
