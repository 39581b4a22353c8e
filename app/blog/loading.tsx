import { LOADING_POSTS_TEXT } from "@/lib/blog/constants";

export default function BlogLoading() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-20 text-center text-muted-foreground" role="status">
      {LOADING_POSTS_TEXT}
    </div>
  );
}
