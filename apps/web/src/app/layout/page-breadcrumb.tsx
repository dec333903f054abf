import { Breadcrumb } from 'antd';
import { Link, useMatches } from 'react-router';
import { breadcrumbTrail } from '../navigation';

export type RouteHandle = { name: string; title: string };

export const useCurrentRoute = (): RouteHandle | undefined => {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle;
  }
  return undefined;
};

/** SPEC 3: breadcrumb entries carry a title and a pageBreadcrumbPath. */
export const PageBreadcrumb = () => {
  const current = useCurrentRoute();
  if (!current) return null;
  const trail = breadcrumbTrail(current.name).map((r) => ({ title: r.title, pageBreadcrumbPath: r.path }));
  return (
    <Breadcrumb
      className="page-breadcrumb"
      items={trail.map((entry, i) => ({
        title:
          i < trail.length - 1 && !entry.pageBreadcrumbPath.includes(':') ? (
            <Link to={entry.pageBreadcrumbPath}>{entry.title}</Link>
          ) : (
            entry.title
          ),
      }))}
    />
  );
};
