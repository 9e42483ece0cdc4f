import { TextField } from './TextField';

interface Props {
  labels: { username: string; password: string };
  username: string;
  password: string;
  onUsername(value: string): void;
  onPassword(value: string): void;
}

/**
 * The username and password of a sign-in (the sign-in page and the editor's sign-in dialog): both
 * required, filled by the browser's password manager.
 */
export function CredentialFields({ labels, username, password, onUsername, onPassword }: Props) {
  return (
    <>
      <TextField label={labels.username} name="username" autoComplete="username" value={username} onChange={onUsername} required />
      <TextField
        label={labels.password}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={onPassword}
        required
      />
    </>
  );
}
