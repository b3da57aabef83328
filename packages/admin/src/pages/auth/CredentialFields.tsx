import type { ChangeEvent } from 'react';
import { InputField } from '../../ui/Field.tsx';

interface FieldBinding {
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

interface CredentialFieldsProps {
  email: FieldBinding;
  password: FieldBinding;
  /** Registration asks for a new password; sign-in for the current one. */
  newPassword?: boolean;
}

/** Email and password, shared by sign-in and registration. */
export function CredentialFields({ email, password, newPassword = false }: CredentialFieldsProps) {
  return (
    <>
      <InputField label="Email" type="email" autoComplete="email" {...email} />
      <InputField
        label="Password"
        type="password"
        autoComplete={newPassword ? 'new-password' : 'current-password'}
        hint={newPassword ? 'At least 8 characters.' : undefined}
        {...password}
      />
    </>
  );
}
