import { ComingSoon } from '../../../components/coming-soon';

export function CommunicationScreen() {
  return (
    <ComingSoon
      title="Communication"
      description="Push Notifications: compose and send to all users or one user, and the history of what was sent. Health care info: create, update and push care tips."
    />
  );
}
