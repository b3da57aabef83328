import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import { ButtonLink } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { Icon } from '../ui/Icon.tsx';

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <div className="container page">
      <EmptyState
        level={1}
        icon={<Icon name="compass" size={36} />}
        title="Page not found"
        description="The page you asked for does not exist or has moved."
        action={<ButtonLink to="/">Go to the home page</ButtonLink>}
      />
    </div>
  );
}
