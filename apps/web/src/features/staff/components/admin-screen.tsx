import { ComingSoon } from '../../../components/coming-soon';

export function AdminScreen() {
  return (
    <ComingSoon
      title="Staff management"
      description="Staff accounts: add one (name, e-mail, role, temporary password), change role, deactivate or reactivate, reset password; and the audit log."
    />
  );
}
