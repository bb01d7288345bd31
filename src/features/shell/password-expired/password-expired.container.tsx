import { useServices, useSession } from '../../../shared/services/services.context';
import { useLogoutFlow } from '../logout/logout-flow';
import { PasswordExpiredScreen } from './password-expired-screen';

/** Shown before anything else while the server says the password has expired (issue 15). */
export function PasswordExpiredContainer() {
  const { session } = useServices();
  const { user } = useSession();
  const logout = useLogoutFlow();
  if (!user) return null;
  return (
    <>
      <PasswordExpiredScreen
        email={user.email}
        onChange={(current, next) => session.changePassword(current, next)}
        onLogout={() => void logout.request({ locked: true })}
      />
      {logout.dialog}
    </>
  );
}
