"""The widgets of the card table."""
