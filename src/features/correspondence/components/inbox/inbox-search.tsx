/**
 * The inbox search box (spec 2 §5): it searches only when the trimmed text has 3+ characters
 * (the button looks disabled below that), and emptying the box clears the search at once.
 * Below 960 px it shares a row with the filters button: no minimum width, 44 px tall, and a
 * shorter placeholder (the 3-character rule stays in its description).
 */
import { Button, CloseButton, HStack, Input, InputGroup } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { useNarrowScreen } from "@/components/data-table/use-narrow-screen";
import { effectiveSearch } from "../../list-params";

interface InboxSearchProps {
  value: string | undefined;
  onSearch: (text: string | undefined) => void;
}

export function InboxSearch({ value, onSearch }: InboxSearchProps) {
  const { t } = useLingui();
  const [text, setText] = useState(value ?? "");
  const [shown, setShown] = useState(value);
  // The URL changed elsewhere (back button, a link): show its text.
  if (shown !== value) {
    setShown(value);
    setText(value ?? "");
  }
  const ready = effectiveSearch(text) !== undefined;
  const narrow = useNarrowScreen();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onSearch(effectiveSearch(text));
  };
  const change = (next: string) => {
    setText(next);
    if (next.trim() === "" && value) onSearch(undefined);
  };

  return (
    <HStack as="form" role="search" onSubmit={submit} gap="2" flex="1" minW={{ base: "0", md: "16rem" }} maxW="34rem">
      <InputGroup
        flex="1"
        minW="0"
        endElement={
          text ? <CloseButton size="xs" aria-label={t`Clear search`} onClick={() => change("")} /> : undefined
        }
      >
        <Input
          type="search"
          name="search"
          // A phone's touch target: 44 px.
          h={{ base: "11", md: "10" }}
          value={text}
          maxLength={200}
          aria-label={t`Search correspondence`}
          aria-describedby="inbox-search-hint"
          placeholder={narrow ? t`Subject or number` : t`Subject or number (at least 3 characters)`}
          onChange={(event) => change(event.currentTarget.value)}
        />
      </InputGroup>
      <Button
        type="submit"
        colorPalette="brand"
        flexShrink={0}
        h={{ base: "11", md: "10" }}
        aria-disabled={!ready}
        opacity={ready ? 1 : 0.5}
        cursor={ready ? "pointer" : "not-allowed"}
      >
        {t`Search`}
      </Button>
      <span id="inbox-search-hint" hidden>
        {t`Type at least 3 characters to search.`}
      </span>
    </HStack>
  );
}
