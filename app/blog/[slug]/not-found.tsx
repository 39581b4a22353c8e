import { Link } from "@/components/site/link";
import { ToastOnLoad } from "@/components/blog/toast-on-load";
import { Button } from "@/components/ui/button";
import { POST_NOT_FOUND } from "@/lib/blog/constants";
import { PATHS } from "@/lib/pages/paths";

// Crawlers get this page with HTTP 404; browsers show the spec's toast and move on to the blog list.
export default function PostNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <ToastOnLoad {...POST_NOT_FOUND} redirectTo={PATHS.blog} />
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">{POST_NOT_FOUND.title}</h1>
      <p className="text-muted-foreground">{POST_NOT_FOUND.description}</p>
      <Button asChild>
        <Link href={PATHS.blog}>All Posts</Link>
      </Button>
    </div>
  );
}
