import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import { breadcrumbTrail } from '../navigation';
import { useCurrentRoute } from '../use-current-route';

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
