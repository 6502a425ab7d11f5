// One post in the blog list: image, title (the link), date and lead.
import type { BlogPost } from '@armatura/shared-libs/contracts';
import { Link } from '@armatura/shared-libs/routing';
import { blogPostHref } from '../../features/public/page-stores';
import { useFormatDate } from '../../features/public/dates';
import { useContentT } from '../../features/texts/content-texts';
import * as s from '../../features/public/Public.module.css';

export function BlogPostCard({ post }: { post: BlogPost }) {
  const t = useContentT();
  const formatDate = useFormatDate();
  const href = blogPostHref(post);
  return (
    <li className={s.post}>
      {/* Decorative: the title next to it says what the post is. */}
      {post.imageUrl ? <img className={s.thumb} src={post.imageUrl} alt="" /> : <span />}
      <div>
        <h2 className={s.postTitle}>
          <Link href={href}>{post.title}</Link>
        </h2>
        {post.publishedTime && (
          <p className={s.meta}>
            {t('blogPublished', { date: formatDate(post.publishedTime) })}
            {post.categoryName && ` · ${post.categoryName}`}
          </p>
        )}
        <p>{post.lead}</p>
        <Link href={href} aria-label={`${t('blogReadMore')}: ${post.title}`}>
          {t('blogReadMore')}
        </Link>
      </div>
    </li>
  );
}
