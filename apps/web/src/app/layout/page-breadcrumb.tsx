import { Breadcrumb } from 'antd';
import { generatePath, Link, useParams } from 'react-router';
import { useCurrentRoute } from '../use-current-route';

/** SPEC 3: breadcrumb entries carry a title and a pageBreadcrumbPath; ancestors link with the current ids. */
export const PageBreadcrumb = () => {
  const current = useCurrentRoute();
  const params = useParams();
  if (!current) return null;
  const trail = current.trail.map((r) => ({ title: r.title, pageBreadcrumbPath: r.path }));
  const href = (path: string): string | null => {
    try {
      return generatePath(path, params);
    } catch {
      return null;
    }
  };
  return (
    <Breadcrumb
      className="page-breadcrumb"
      items={trail.map((entry, i) => {
        const to = i < trail.length - 1 ? href(entry.pageBreadcrumbPath) : null;
        return { title: to ? <Link to={to}>{entry.title}</Link> : entry.title };
      })}
    />
  );
};
