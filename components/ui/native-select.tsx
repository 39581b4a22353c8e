import * as React from "react";
import { clsx } from "clsx";

// A native <select> drawn like the inputs (.native-select in app/globals.css, see .btn there): it works before
// JavaScript loads, phones show their own picker, and typing jumps through thousands of options. Its arrow is a CSS
// icon (app/icons.css), so a form's page loads no icon library for it.
function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <div data-slot="native-select-wrapper" className="native-select-wrap">
      <select data-slot="native-select" className={clsx("native-select", className)} {...props} />
      <span
        aria-hidden
        data-slot="native-select-icon"
        className="icon icon-chevron-down native-select-icon"
      />
    </div>
  );
}

function NativeSelectOption(props: React.ComponentProps<"option">) {
  return <option data-slot="native-select-option" {...props} />;
}

export { NativeSelect, NativeSelectOption };
