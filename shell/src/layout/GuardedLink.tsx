/** A link of the layout (brand, breadcrumb) that asks first when the page holds unsaved work. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { currentLeaveGuard } from '@pcf/shared';
import { useGuardedNavigate } from '@pcf/shared/ui';

export interface GuardedLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
}

export function GuardedLink({ to, className, children }: GuardedLinkProps) {
  const navigate = useGuardedNavigate();
  return (
    <Link
      to={to}
      className={className}
      onClick={(event) => {
        if (!currentLeaveGuard()) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </Link>
  );
}
